"""What Textual's own widgets call their keys, listed so that the catalogs translate them.

The key panel (command palette → Keys) shows every key of the focused widget: the
scrolling keys of a pane, the cursor keys of the contents, of a list and of a table, the
editing keys of the search field. Textual writes their descriptions in English;
StudyScreen.active_bindings looks each one up in the catalog, and this list is where
the extractor finds them. tests/tui/test_keys.py checks it against Textual's bindings.
"""

from __future__ import annotations

from engine.i18n import N_

TEXTUAL_KEY_DESCRIPTIONS = (
    # every screen
    N_("Focus Next"), N_("Focus Previous"), N_("Copy selected text"),
    # a scrolling pane
    N_("Scroll Up"), N_("Scroll Down"), N_("Scroll Left"), N_("Scroll Right"),
    N_("Scroll Home"), N_("Scroll End"), N_("Page Up"), N_("Page Down"), N_("Page Left"),
    N_("Page Right"),
    # the contents of the rule book (a tree)
    N_("Cursor to parent"), N_("Cursor to next ancestor"), N_("Cursor to previous sibling"),
    N_("Cursor to next sibling"), N_("Select"), N_("Toggle"), N_("Expand or collapse all"),
    N_("Cursor Up"), N_("Cursor Down"),
    # search results and references (option lists)
    N_("Down"), N_("Last"), N_("First"), N_("Up"),
    # the tables of the progress and exam result screens
    N_("Cursor up"), N_("Cursor down"), N_("Cursor right"), N_("Cursor left"),
    N_("Page up"), N_("Page down"), N_("Top"), N_("Bottom"), N_("Home"), N_("End"),
    # the search field
    N_("Move cursor left"), N_("Move cursor left and select"),
    N_("Move cursor left a word"), N_("Move cursor left a word and select"),
    N_("Move cursor right or accept the completion suggestion"),
    N_("Move cursor right and select"), N_("Move cursor right a word"),
    N_("Move cursor right a word and select"), N_("Delete character left"),
    N_("Select all"), N_("Go to start"), N_("Go to end"), N_("Select line start"),
    N_("Select line end"), N_("Delete character right"), N_("Submit"),
    N_("Delete left to start of word"), N_("Delete all to the left"),
    N_("Delete right to start of word"), N_("Delete all to the right"),
    N_("Cut selected text"), N_("Paste text from the clipboard"),
    # the exam's buttons
    N_("Press button"),
)
