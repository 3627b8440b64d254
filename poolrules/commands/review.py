"""`poolrules review`: record that a translator checked a translation against the English."""

from __future__ import annotations

import click

from engine.book.loader import default_data_dir
from engine.book.model import Lang
from engine.book.problems import DataError
from engine.i18n import environment_lang, messages
from engine.translation.review import NoTranslation, review, stamp_missing
from poolrules.context import AppContext, fail, report_problems

_ = messages(environment_lang())._

TRANSLATED_CHOICE = click.Choice(["sv", "th"])


@click.command("review", help=_(
    "Mark a translation as reviewed against the current English: records the English's hash "
    "(english_hash) in the rule's file and changes nothing else. With --stamp-missing, "
    "records it on every translation that has none (once, after an import)."))
@click.argument("rule_id", required=False)
@click.option("--lang", "lang", type=TRANSLATED_CHOICE, default=None,
              help=_("The translation: sv or th."))
@click.option("--stamp-missing", "stamp_missing_", is_flag=True,
              help=_("Record the hash on every translation that has none."))
@click.pass_obj
def review_command(ctx: AppContext, rule_id: str | None, lang: str | None,
                   stamp_missing_: bool) -> None:
    m = messages(environment_lang())
    book = ctx.book()
    data_dir = ctx.data_dir or default_data_dir()
    try:
        if stamp_missing_:
            if rule_id is not None:
                fail(m._("give either a rule or --stamp-missing, not both"))
            langs = (Lang(lang),) if lang else (Lang.SV, Lang.TH)
            stamps = stamp_missing(book, data_dir, langs)
            for s in stamps:
                click.echo(m._("{rule} [{lang}]: english_hash {hash} recorded in {file}").format(
                    rule=s.rule, lang=s.lang.value, hash=s.new, file=s.file))
            click.echo(m.ngettext("{n} translation stamped.", "{n} translations stamped.",
                                  len(stamps)).format(n=len(stamps)))
            return
        if rule_id is None or lang is None:
            fail(m._("name a rule and a language, e.g. poolrules review 3.9 --lang sv"))
        if rule_id not in book:
            fail(m._("there is no rule {id} in the book (try: poolrules rules)").format(
                id=rule_id))
        stamp = review(book, data_dir, rule_id, Lang(lang))
    except NoTranslation as e:
        fail(m._("{rule} has no {language} translation to review").format(
            rule=e.rule, language=m.language_name(e.lang)))
    except DataError as e:
        report_problems(e)
    if stamp is None:
        click.echo(m._("{rule} [{lang}] was already reviewed against the current English.")
                   .format(rule=rule_id, lang=lang))
    else:
        click.echo(m._("{rule} [{lang}]: english_hash {hash} recorded in {file}").format(
            rule=stamp.rule, lang=stamp.lang.value, hash=stamp.new, file=stamp.file))


COMMANDS = [review_command]
