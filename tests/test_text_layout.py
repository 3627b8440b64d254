"""Wrapping rule text for the terminal: Thai breaks only between words and clusters."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.book.cache import glossary_words
from engine.book.loader import load_book
from engine.book.model import Lang
from engine.text_layout import cell_width, plain, tokens, use_words, wrap

BOOK = load_book()
THAI_TEXTS = [plain(text) for r in BOOK.rules() if (t := r.get(Lang.TH))
              for _, text in t.paragraphs()]


def test_plain_hides_reference_braces() -> None:
    assert plain("see {6.1} and {6.17(d)}") == "see 6.1 and 6.17(d)"


def test_cell_width_counts_thai_marks_as_zero() -> None:
    assert cell_width("ที่") == 1  # one base letter and two combining marks
    assert cell_width("ฟาล์ว") == 4


def test_every_thai_paragraph_wraps_within_width_at_word_boundaries() -> None:
    use_words(glossary_words(BOOK))
    assert THAI_TEXTS
    for text in THAI_TEXTS:
        for width in (24, 40, 77):
            lines = wrap(text, width)
            assert all(cell_width(ln) <= width for ln in lines), (width, lines)
            for ln in lines:
                assert not unicodedata.combining(ln[0]) if ln else True
                assert not ln.startswith((")", "”", ",")), ln
            # nothing is lost or invented: the words come back in order
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_glossary_terms_are_never_split() -> None:
    use_words({"ลูกคิวบอล"})
    assert "ลูกคิวบอล" in tokens("ผู้เล่นวางลูกคิวบอลไว้")
    assert "“ลูกคิวบอล”" in tokens("วาง “ลูกคิวบอล” ไว้")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="กขคงจฉชซัาิีึืุู่้๊๋์ ()“”ab1.", min_size=1, max_size=120),
       st.integers(min_value=8, max_value=60))
def test_wrap_never_exceeds_width_or_breaks_a_cluster(text: str, width: int) -> None:
    lines = wrap(text, width)
    assert all(cell_width(ln) <= width for ln in lines)
    for ln in lines[1:]:
        if ln:
            assert unicodedata.category(ln[0]) not in ("Mn", "Me")
