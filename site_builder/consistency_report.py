"""The consistency checker's report (engine.consistency), shaped for the status dashboard."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine.book.model import Lang, RuleBook
from engine.consistency import load_check_input, run_checks, site_report
from engine.i18n import Messages
from site_builder.status_page import FindingRow, StatusReport


def checker_report(book: RuleBook, data_dir: Path) -> Callable[[Messages], StatusReport]:
    """Run every check once; the returned function words the report in one language.

    Raises DataError (file, line, field) when the game data or the baseline is bad.
    """
    data, baseline = load_check_input(book, data_dir)
    findings = run_checks(data)

    def report(m: Messages) -> StatusReport:
        raw = site_report(book, findings, baseline, m)
        counts = {(Lang(lang), section): dict(states)
                  for lang, sections in raw["status"].items()
                  for section, states in sections.items() if section != "all"}
        rows = [FindingRow(rule=f["rule"], lang=Lang(f["lang"]), check=f["check"],
                           message=f["message"], excerpt=f["excerpt"], where=f["where"],
                           accepted=bool(f["baselined"]))
                for f in raw["findings"]]
        return StatusReport(counts, rows)

    return report
