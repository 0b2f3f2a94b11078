"""Code steps: risk analysis before they run (risk) and running them in the analyst's namespace (run).

Both modules import only the standard library at import time; pandas, matplotlib and IPython are used when a step
needs them.
"""
from nbcopilot.execution.risk import Finding, RiskReport, analyse, description_is_risky
from nbcopilot.execution.run import ExecResult, interrupt_running, run_code, running_steps

__all__ = ["ExecResult", "Finding", "RiskReport", "analyse", "description_is_risky", "interrupt_running", "run_code",
           "running_steps"]
