"""Building the site into a temporary folder, never into the checkout's docs/ and site/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def build_site(work: Path, data_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` with the project's mkdocs.yml, its pages generated into
    ``work/docs`` and the site written to ``work/site``."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    docs = work / "docs"
    shutil.copytree(ROOT / "docs" / "assets", docs / "assets", dirs_exist_ok=True)
    config["docs_dir"] = str(docs)
    config["site_dir"] = str(work / "site")
    config["hooks"] = [str(ROOT / h) for h in config["hooks"]]
    config.pop("watch", None)
    (work / "mkdocs.yml").write_text(yaml.safe_dump(config, allow_unicode=True),
                                     encoding="utf-8")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "POOLRULES_CACHE_DIR": str(work / "cache")}
    if data_dir is not None:
        env["POOLRULES_DATA"] = str(data_dir)
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(work / "mkdocs.yml")], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)
