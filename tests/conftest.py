"""Test-session set-up shared by every test folder.

The terminal and browser tests need two programs that PyPI cannot provide: tmux and
Debian's Chromium. When they are missing and the suite runs as root on a Debian-like
machine (as CI does), they are installed here, so that the README's single test command
is enough on a fresh machine. Set POOLRULES_NO_APT=1 to never call apt-get; the tests
that need a missing program are then skipped with a reason that names it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

SYSTEM_PROGRAMS = {"tmux": "tmux", "/usr/bin/chromium": "chromium"}


def _missing() -> list[str]:
    out = []
    for program, package in SYSTEM_PROGRAMS.items():
        found = os.path.exists(program) if program.startswith("/") else shutil.which(program)
        if not found:
            out.append(package)
    return out


def pytest_sessionstart(session: pytest.Session) -> None:
    packages = _missing()
    if not packages or os.environ.get("POOLRULES_NO_APT") or shutil.which("apt-get") is None:
        return
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        return
    print(f"installing test programs with apt-get: {' '.join(packages)}", file=sys.stderr)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    try:
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env,
                       capture_output=True, timeout=600)
        subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=True, env=env,
                       capture_output=True, timeout=900)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as e:
        print(f"apt-get could not install {' '.join(packages)} ({e}); the tests that need "
              f"them will be skipped", file=sys.stderr)
