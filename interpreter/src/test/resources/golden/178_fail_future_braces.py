"""Braces are not a chance."""
from __future__ import braces
print("never runs")
