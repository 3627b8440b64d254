"""One build of the whole site, shared by the tests that look at what it produced."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.site_build import build_site


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("site")
    result = build_site(work)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    return work / "site"
