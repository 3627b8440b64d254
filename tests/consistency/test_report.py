from __future__ import annotations

from engine.book.model import Lang, Status, english_hash
from engine.consistency import Baseline, run_checks, site_report, status_summary
from engine.consistency.baseline import Accepted
from engine.i18n import messages
from tests.consistency.tiny_book import book, data, en, rule, sv, th


def test_status_counts_per_language_and_section_with_stale_first() -> None:
    english = en("Chalk", "Use chalk.")
    the_book = book(
        rule("1.1", english, sv("Krita", "Använd krita.", english_hash=english_hash(english)),
             th("ชอล์ก", "ใช้ชอล์ก", status=Status.DRAFT)),
        rule("1.2", en("Gloves", "Wear gloves."), sv("Handske", "Bär handskar.",
                                                     english_hash="0123456789ab")),
        rule("2.1", en("Rack", "Rack the balls."), th("ตั้งลูก", "ตั้งลูก")),
        rule("5.1", en("Black Ball", "Not included."), included=False))
    summary = status_summary(the_book)
    assert summary["sv"]["1"] == {"official": 1, "draft": 0, "stale": 1, "missing": 0}
    assert summary["th"]["1"] == {"official": 0, "draft": 1, "stale": 0, "missing": 1}
    assert summary["th"]["all"] == {"official": 1, "draft": 1, "stale": 0, "missing": 1}
    assert summary["sv"]["5"] == {"official": 0, "draft": 0, "stale": 0, "missing": 0}


def test_site_report_words_findings_in_the_readers_language() -> None:
    checked = data(rule("1.1", en("Chalk", "The the cue."), sv("Krita", "Kritan.")))
    findings = run_checks(checked)
    doubled = next(f for f in findings if f.check == "hygiene.doubled")
    baseline = Baseline.of([Accepted(doubled.rule, "en", doubled.check, doubled.fingerprint,
                                     doubled.excerpt, "test")])
    report = site_report(checked.book, findings, baseline, messages(Lang.SV))
    row = next(r for r in report["findings"] if r["check"] == "hygiene.doubled")
    assert row == {"rule": "1.1", "lang": "en", "check": "hygiene.doubled",
                   "message": "dubblerat ord ”the”", "excerpt": "The the cue.",
                   "baselined": True, "where": "", "fingerprint": doubled.fingerprint}
    assert set(report["status"]) == {"sv", "th"}
