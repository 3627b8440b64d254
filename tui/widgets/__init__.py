"""Widgets of the study app."""
