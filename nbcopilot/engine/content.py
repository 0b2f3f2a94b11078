"""The old name of nbcopilot.engine.views, which both callers import `as views`. Kept (as the same module
object, not a copy) until engine/runner.py imports `views` by its name; then this file goes."""
import sys

from nbcopilot.engine import views

sys.modules[__name__] = views
