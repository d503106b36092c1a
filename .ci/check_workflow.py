"""Parses .github/workflows/ci.yml and checks that it still does what docs/platforms.md says it does:
macOS 15 with the oldest and newest Xcode 16 builds, tests, runs bench --quick and keeps the CSV; Ubuntu
runs .ci/run; on a pull request, the head is built aligned and compared with the base commit by bench ab --base. actionlint, run after
this, checks the rest of the syntax and the expressions."""
import sys

import yaml

path = sys.argv[1] if len(sys.argv) > 1 else ".github/workflows/ci.yml"
with open(path) as handle:
    workflow = yaml.safe_load(handle)

problems = []
jobs = workflow.get("jobs") or {}
macos, ubuntu = jobs.get("macos") or {}, jobs.get("ubuntu") or {}
mac_runs = " ".join(step.get("run", "") for step in macos.get("steps", []))
mac_uses = [step.get("uses", "") for step in macos.get("steps", [])]
if macos.get("runs-on") != "macos-15":
    problems.append("the macos job does not run on macos-15")
if (macos.get("strategy") or {}).get("matrix", {}).get("xcode") != ["16.0", "16.4"]:
    problems.append("the macos job's Xcode matrix is not the oldest and newest Xcode 16 (16.0, 16.4)")
for command in ("swift build", "swift test", "swift run -c release bench --quick"):
    if command not in mac_runs:
        problems.append(f"the macos job does not run '{command}'")
if not any(use.startswith("actions/upload-artifact@") for use in mac_uses):
    problems.append("the macos job does not keep the CSV as an artifact")
if not str(ubuntu.get("runs-on", "")).startswith("ubuntu-"):
    problems.append("there is no ubuntu job")
if ".ci/run" not in " ".join(step.get("run", "") for step in ubuntu.get("steps", [])):
    problems.append("the ubuntu job does not run .ci/run")

regression = jobs.get("regression") or {}
regression_runs = " ".join(step.get("run", "") for step in regression.get("steps", []))
if "bench ab --base" not in regression_runs:
    problems.append("the regression job does not compare the base and head builds with bench ab --base")
if "align-all-functions=6" not in regression_runs:
    problems.append("the regression job does not build the head aligned, as bench ab --base builds the base")
if "GITHUB_STEP_SUMMARY" not in regression_runs:
    problems.append("the regression job does not put the report in the job summary")

for problem in problems:
    print(f"{path}: {problem}")
print(f"{path}: parsed; {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
