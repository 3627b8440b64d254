"""``python -m engine.book.validate [DATA_DIR]``: validate the book without the CLI installed."""

from __future__ import annotations

import sys
from pathlib import Path

from engine.book.loader import load_book
from engine.book.problems import DataError


def main(argv: list[str]) -> int:
    data_dir = Path(argv[0]) if argv else None
    try:
        book = load_book(data_dir)
    except DataError as e:
        for p in e.problems:
            print(p, file=sys.stderr)
        print(f"{len(e.problems)} problem(s)", file=sys.stderr)
        return 2
    print(f"valid: {sum(1 for _ in book.rules())} rules")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
