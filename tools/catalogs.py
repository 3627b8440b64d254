"""Keep the Babel catalogs in ``locales/`` in step with the code.

    python tools/catalogs.py update   # extract strings, merge them into en/sv/th .po files
    python tools/catalogs.py check    # exit 1 if a catalog is out of date or untranslated
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"
POT = LOCALES / "poolrules.pot"
LANGS = ("en", "sv", "th")
KEYWORDS = ["-k", "_", "-k", "ngettext:1,2", "-k", "N_"]


def extract(target: Path) -> Catalog:
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
         *KEYWORDS, "--no-location", "--sort-output", "--no-wrap", "--project", "poolrules",
         "--copyright-holder", "poolrules contributors", "-o", str(target), "engine",
         "poolrules", "tui", "site_builder"],
        cwd=ROOT, check=True, capture_output=True)
    with target.open("rb") as f:
        return read_po(f)


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / "poolrules.po"


def update() -> None:
    extract(POT)
    for lang in LANGS:
        with POT.open("rb") as f:  # a fresh template each time: update() shares its messages
            template = read_po(f)
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            catalog = Catalog(locale=lang, project="poolrules")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        if lang == "en":  # the English catalog translates every message to itself
            for msg in catalog:
                empty = not any(msg.string) if isinstance(msg.string, tuple) else not msg.string
                if msg.id and empty:
                    msg.string = msg.id
        path.parent.mkdir(parents=True, exist_ok=True)
        buf = io.BytesIO()
        write_po(buf, catalog, width=0, omit_header=False, sort_output=True, no_location=True)
        path.write_bytes(buf.getvalue())


def problems() -> list[str]:
    out: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        template = extract(Path(tmp) / "poolrules.pot")
    wanted = {m.id for m in template if m.id}
    for lang in LANGS:
        path = po_path(lang)
        if not path.exists():
            out.append(f"{path.relative_to(ROOT)}: missing catalog")
            continue
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
        have = {m.id for m in catalog if m.id}
        for mid in sorted(wanted - have, key=str):
            out.append(f"{path.relative_to(ROOT)}: message not in the catalog: {mid!r}")
        for mid in sorted(have - wanted, key=str):
            out.append(f"{path.relative_to(ROOT)}: message no longer used: {mid!r}")
        for m in catalog:
            if not m.id:
                continue
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if not all(strings) or m.fuzzy:
                out.append(f"{path.relative_to(ROOT)}: not translated: {m.id!r}")
    return out


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
        return 0
    if argv[:1] == ["check"]:
        found = problems()
        for p in found:
            print(p)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
