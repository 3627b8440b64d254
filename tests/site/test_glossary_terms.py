"""Glossary terms are found at word boundaries, in Thai too."""

from __future__ import annotations

from engine.book.model import Lang, Term, TermForm
from site_builder.glossary_terms import GlossaryMatcher

GLOSSARY = (
    Term("object_ball", "8.8", {
        Lang.EN: TermForm("object ball", ("object ball", "object balls"), "A numbered ball."),
        Lang.TH: TermForm("ลูกเป้า", ("ลูกเป้า",), "ลูกที่มีหมายเลข"),
    }),
    Term("cue_ball", "8.7", {
        Lang.EN: TermForm("cue ball", ("cue ball",), "The white ball."),
        Lang.TH: TermForm("ลูกคิวบอล", ("ลูกคิวบอล",), "ลูกสีขาว"),
    }),
)


def found(lang: Lang, text: str) -> list[str]:
    return [text[h.start:h.end] for h in GlossaryMatcher(GLOSSARY, lang).find(text)]


def test_english_terms_match_whole_words_in_any_case() -> None:
    assert found(Lang.EN, "Object balls and the Cue ball.") == ["Object balls", "Cue ball"]
    assert found(Lang.EN, "cue balls") == []  # not a listed form
    assert found(Lang.EN, "subobject ball") == []


def test_thai_terms_match_at_segmenter_word_boundaries() -> None:
    assert found(Lang.TH, "ผู้เล่นแทงลูกคิวบอลไปชนลูกเป้า") == ["ลูกคิวบอล", "ลูกเป้า"]
    # เป้าหมาย (goal) is a word of its own: ลูกเป้า must not be cut out of it
    assert found(Lang.TH, "ลูกเป้าหมาย") == []


def test_thai_terms_next_to_punctuation_are_found() -> None:
    assert found(Lang.TH, "“ลูกเป้า”") == ["ลูกเป้า"]
