"""Code steps: risk analysis before they run (`risk`, with its parts in `risk_*`) and running them in the analyst's
namespace (`run`).

All of them import only the standard library at import time; pandas, matplotlib and IPython are used when a step
needs them.
"""
from nbcopilot.execution.risk import analyse, description_is_risky
from nbcopilot.execution.risk_report import Finding, RiskReport
from nbcopilot.execution.run import ExecResult, interrupt_running, run_code, running_steps

__all__ = ["ExecResult", "Finding", "RiskReport", "analyse", "description_is_risky", "interrupt_running", "run_code",
           "running_steps"]
