"""The rules engine: scenarios in, rulings out (see shared/spec/scenarios-and-rulings.md)."""

from engine.adjudication.model import Game, Scenario
from engine.adjudication.referee import adjudicate
from engine.adjudication.ruling import Ruling, ruling_to_json

__all__ = ["Game", "Ruling", "Scenario", "adjudicate", "ruling_to_json"]
