"""Where the progress database lives."""

from __future__ import annotations

import os
from pathlib import Path

DB_NAME = "progress.db"


def data_home() -> Path:
    """POOLRULES_DATA_HOME when set (tests point it at a temporary folder), else the user's
    data folder for poolrules."""
    override = os.environ.get("POOLRULES_DATA_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("poolrules"))
