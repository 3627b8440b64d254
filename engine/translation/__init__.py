"""The translator's side: recording reviews, and gettext catalogs of the rule book."""
