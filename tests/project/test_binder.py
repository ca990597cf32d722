"""The Binder environment (binder/): pinned completely, and rebuilt here as repo2docker builds it.

repo2docker (mybinder.org) with binder/requirements.txt + binder/runtime.txt (python-3.11) uses
its Python buildpack: a conda env with Python 3.11 and its own Jupyter base packages, in which
the server AND the kernel run (no separate kernel env from 3.7 on), then, with the repository
copied to ${REPO_DIR} and that as the working directory (the "." line is a local reference, so
this happens after the copy):

    ${KERNEL_PYTHON_PREFIX}/bin/pip install --no-cache-dir -r "binder/requirements.txt"

The fast tests check the file itself.  The slow ones rebuild that environment in a fresh
``python3.11 -m venv`` (with the base env's pip), from a copy of the repository, then check what
mybinder.org relies on: ``pip check``, the lab extensions and Voilà as the server sees them, the
kernel, the two launch URLs (/lab/tree/... and /voila/render/...), and every notebook under
notebooks/ executed in that environment.  They run in ``make test`` and in CI; they need PyPI.

The install runs exactly repo2docker's command, ``--no-cache-dir`` included: on this project's
machines pip's HTTP cache stays empty anyway (measured: 21 s without the cache, 24 s with it),
and no cache means a pin that is only an sdist cannot hide behind a wheel built on an earlier
run.  Every package must also come from a wheel (Binder would otherwise compile it).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import tomllib
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version
from paths import REPO

ROOT = REPO
BINDER = ROOT / "binder"
REQUIREMENTS = BINDER / "requirements.txt"
IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}

# What the lessons and the launch links need in the Binder environment.
NEEDED = {"ipycanvas", "ipywidgets", "numpy", "orjson", "jupyterlab", "ipykernel", "voila",
          "notebook"}
LAB_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "ipycanvas")
# Rendered by Voilà as ?urlpath=voila/render/<path>[%3F<query>] would: the play lesson (its
# kernel's memory is measured), then the app-mode notebook, if there, as a teacher links it.
VOILA_PAGES = (
    ("notebooks/03_play.ipynb", ""),
    ("notebooks/play_app.ipynb", "lang=it&opponent=medium"),
)
# Server + the kernel of notebook 03 in Voilà; mybinder.org gives 1-2 GB in all.
RSS_BUDGET_MB = 500
CELL_TIMEOUT = 300  # seconds for one cell
NOTEBOOK_TIMEOUT = 900  # seconds for one whole notebook (kernel start included)


def _load_pin() -> ModuleType:
    spec = importlib.util.spec_from_file_location("binder_pin", BINDER / "pin.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pin = _load_pin()


def _requirement_lines() -> list[str]:
    lines = []
    for raw in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        line = raw.split(" #", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if line:
            lines.append(line)
    return lines


def _pins() -> dict[str, str]:
    return {
        pin.canonical(line.split("==", 1)[0]): line.split("==", 1)[1]
        for line in _requirement_lines()
        if "==" in line
    }


_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def _plain(text: str) -> str:
    """Without terminal colours (jupyter and IPython tracebacks use them)."""
    return _ANSI.sub("", text)


def _notebooks() -> list[str]:
    """The notebooks run in the Binder environment: the English lessons and the app.
    Each Italian lesson uses the same pinned packages as its English twin (nbval
    runs every notebook, in both languages, in the development environment)."""
    return sorted(
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "notebooks").glob("*.ipynb")
    )


# ------------------------------------------------------------------ fast: the files themselves


_PINNED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*==[0-9][0-9A-Za-z.+!-]*")


def test_requirements_pin_every_package() -> None:
    lines = _requirement_lines()
    unpinned = [line for line in lines if line != "." and not _PINNED.fullmatch(line)]
    assert not unpinned, (
        "binder/requirements.txt: every line but the package's own '.' must be NAME==VERSION "
        f"(regenerate with `make binder-pins`); offending lines: {unpinned}"
    )
    assert lines.count(".") == 1, (
        "binder/requirements.txt needs exactly one '.' line: it installs the package from the "
        "repository (with a binder/ directory repo2docker does not install it by itself)"
    )
    names = [pin.canonical(line.split("==")[0]) for line in lines if line != "."]
    assert len(names) == len(set(names)), "a package is pinned twice"
    assert pin.canonical(pin.PACKAGE) not in names, "the package itself comes from '.', not a pin"
    missing = NEEDED - set(names)
    assert not missing, f"the Binder environment lacks {sorted(missing)}"
    leaked = sorted(pin.FORBIDDEN & set(names))
    assert not leaked, f"test tools do not belong in the Binder environment: {leaked}"


def test_pins_satisfy_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins = _pins()
    wanted = [*project["dependencies"], *project["optional-dependencies"]["lab"]]
    for text in wanted:
        requirement = Requirement(text)
        name = pin.canonical(requirement.name)
        assert name in pins, f"{requirement.name} (pyproject.toml) is not pinned for Binder"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"Binder pins {name}=={pins[name]}, outside pyproject.toml's {text!r}: "
            "regenerate with `make binder-pins`"
        )
    python = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    assert python == f"python-{pin.PYTHON[0]}.{pin.PYTHON[1]}", "runtime.txt and pin.py differ"
    requires = SpecifierSet(project["requires-python"])
    assert Version(f"{pin.PYTHON[0]}.{pin.PYTHON[1]}.0") in requires, (
        "binder/runtime.txt's Python is outside pyproject.toml's requires-python"
    )


def test_binder_dir_holds_only_what_repo2docker_should_use() -> None:
    # With binder/ present repo2docker ignores root-level files (and pyproject.toml);
    # an environment.yml (conda) or a Pipfile would take precedence over requirements.txt.
    assert not (ROOT / ".binder").exists(), "binder/ and .binder/ cannot both exist"
    for name in ("environment.yml", "environment.yaml", "Pipfile", "Pipfile.lock", "setup.py",
                 "requirements3.txt", "install.R", "Project.toml"):
        assert not (BINDER / name).exists(), f"binder/{name} would change how repo2docker builds"
    post_build = BINDER / "postBuild"
    if post_build.exists():
        lines = post_build.read_text(encoding="utf-8").splitlines()
        assert lines[0] == "#!/bin/bash", "postBuild must start with #!/bin/bash"
        assert "set -e" in lines, "postBuild must `set -e`"


# ------------------------------------------------------------------ slow: the rebuilt environment


def _python311() -> str | None:
    if sys.version_info[:2] == pin.PYTHON:
        return sys.executable
    return shutil.which(f"python{pin.PYTHON[0]}.{pin.PYTHON[1]}")


@dataclass
class BinderEnv:
    repo: Path  # the copy of the repository: ${REPO_DIR}, the working directory
    venv: Path
    env: dict[str, str]  # PATH etc. as in the Binder image, Jupyter dirs isolated
    logs: Path
    install_seconds: float

    def bin(self, name: str) -> str:
        return str(self.venv / "bin" / name)

    def run(self, *cmd: str, timeout: float = 600, check: bool = True,
            cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            cmd, cwd=cwd or self.repo, env=self.env, text=True, capture_output=True,
            timeout=timeout, stdin=subprocess.DEVNULL,
        )
        done.stdout, done.stderr = _plain(done.stdout), _plain(done.stderr)
        if check and done.returncode != 0:
            pytest.fail(
                f"in the Binder environment, `{' '.join(cmd)}` exited {done.returncode}:\n"
                f"{done.stdout[-3000:]}\n{done.stderr[-5000:]}",
                pytrace=False,
            )
        return done


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BinderEnv]:
    python = _python311()
    if python is None:
        message = "Python 3.11 (binder/runtime.txt) is needed to rebuild the Binder environment"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    base = tmp_path_factory.mktemp("binder")
    venv_dir = base / "venv"
    logs = base / "logs"
    logs.mkdir()
    repo = pin.copy_repo(base / "repo")
    env = {k: v for k, v in pin.clean_env().items()
           if k not in {"JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "JUPYTER_PREFER_ENV_PATH"}}
    env.update(
        PATH=f"{venv_dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        JUPYTER_CONFIG_DIR=str(base / "jupyter-config"),
        JUPYTER_DATA_DIR=str(base / "jupyter-data"),
        JUPYTER_RUNTIME_DIR=str(base / "jupyter-runtime"),
        JUPYTER_PLATFORM_DIRS="1",
        IPYTHONDIR=str(base / "ipython"),
    )
    try:
        subprocess.run([python, "-m", "venv", str(venv_dir)], check=True, timeout=300)
        result = BinderEnv(repo, venv_dir, env, logs, 0.0)
        # The pip of repo2docker's base environment, then its command (plus a report to read).
        result.run(result.bin("python"), "-m", "pip", "install", "--quiet", "--no-cache-dir",
                   f"pip=={pin.BASE_PIP}")
        started = time.monotonic()
        install = result.run(
            result.bin("pip"), "install", "--no-cache-dir", "-r", "binder/requirements.txt",
            "--report", str(logs / "pip-report.json"), timeout=1200,
        )
        result.install_seconds = time.monotonic() - started
        (logs / "pip-install.log").write_text(install.stdout + install.stderr)
        yield result
    finally:
        _stop_leftovers(venv_dir)
        # The venv is ~340 MB: do not leave one behind per run (pytest keeps 3 base temps).
        shutil.rmtree(venv_dir, ignore_errors=True)


def _stop_leftovers(venv_dir: Path) -> None:
    """Stop processes still running from this test's venv (a kernel orphaned by a timeout: the
    kernels run in sessions of their own).  The venv's path is unique to this run."""
    marker = str(venv_dir).encode()
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            if marker in (proc / "cmdline").read_bytes():
                os.kill(int(proc.name), signal.SIGKILL)
        except (OSError, ValueError):
            continue


@pytest.mark.slow
def test_binder_install_is_consistent_and_from_wheels(binder_env: BinderEnv) -> None:
    print(f"pip install -r binder/requirements.txt: {binder_env.install_seconds:.1f} s")
    binder_env.run(binder_env.bin("pip"), "check")
    report = json.loads((binder_env.logs / "pip-report.json").read_text())
    installed = {}
    not_wheels = []
    for item in report["install"]:
        name = pin.canonical(item["metadata"]["name"])
        installed[name] = item["metadata"]["version"]
        info = item["download_info"]
        if name == pin.canonical(pin.PACKAGE):
            assert "dir_info" in info, "the package must be installed from the repository ('.')"
        elif not info["url"].split("#")[0].endswith(".whl"):
            not_wheels.append(f"{name} from {info['url']}")
    assert not not_wheels, f"these pins have no wheel, Binder would build them: {not_wheels}"
    pins = _pins()
    assert {k: v for k, v in installed.items() if k != pin.canonical(pin.PACKAGE)} == pins, (
        "pip installed something other than the pins (a transitive dependency is unpinned?)"
    )
    # The package is a regular install, not the copy's source tree by accident.
    where = binder_env.run(
        binder_env.bin("python"), "-c",
        "import dominochess_widget, sys; print(dominochess_widget.__file__)",
        cwd=binder_env.venv,
    ).stdout.strip()
    assert where.startswith(str(binder_env.venv)), where


@pytest.mark.slow
def test_binder_server_sees_extensions_voila_and_kernel(binder_env: BinderEnv) -> None:
    done = binder_env.run(binder_env.bin("jupyter"), "labextension", "list")
    text = done.stdout + done.stderr
    section = text.split(str(binder_env.venv / "share" / "jupyter" / "labextensions"), 1)
    assert len(section) == 2, f"the venv's labextensions directory is not listed:\n{text}"
    for name in LAB_EXTENSIONS:
        assert re.search(rf"^\s+{re.escape(name)} v\S+ enabled\s+OK", section[1], re.M), (
            f"JupyterLab in the Binder environment does not load {name}:\n{text}"
        )

    done = binder_env.run(binder_env.bin("jupyter"), "server", "extension", "list")
    text = done.stdout + done.stderr
    for name in ("jupyterlab", "voila"):
        assert re.search(rf"^\s+{name}\S* enabled", text, re.M), (
            f"the Jupyter server does not enable {name}:\n{text}"
        )
        # "      voila.server_extension 0.5.13 OK" (the version may be blank)
        assert re.search(rf"^\s+{name}\S* .*\bOK\s*$", text, re.M), (
            f"{name} fails to load:\n{text}"
        )

    done = binder_env.run(binder_env.bin("jupyter"), "kernelspec", "list", "--json")
    spec = json.loads(done.stdout)["kernelspecs"]["python3"]
    argv0 = spec["spec"]["argv"][0]
    python = argv0 if os.path.isabs(argv0) else shutil.which(argv0, path=binder_env.env["PATH"])
    assert python is not None and Path(python).parent == binder_env.venv / "bin", (
        f"the python3 kernel is not the Binder environment's own: {spec}"
    )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _get(url: str, timeout: float) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def _tree_rss_mb(pid: int) -> dict[int, tuple[str, float]]:
    """RSS of a process and its descendants, from /proc (Linux): pid -> (role, MB)."""
    found: dict[int, tuple[str, float]] = {}
    todo = [pid]
    while todo:
        proc = Path("/proc") / str(todo.pop())
        try:
            status = (proc / "status").read_text()
            argv = (proc / "cmdline").read_bytes().decode("utf-8", "replace").split("\0")
            tasks = list((proc / "task").iterdir())
        except OSError:
            continue  # gone meanwhile
        for task in tasks:
            try:
                todo += [int(child) for child in (task / "children").read_text().split()]
            except OSError:
                continue  # a thread that ended meanwhile
        rss = re.search(r"^VmRSS:\s+(\d+) kB", status, re.M)
        role = "kernel" if any("ipykernel" in arg for arg in argv) else Path(argv[0]).name
        if role != "kernel" and len(argv) > 1:
            role = " ".join(Path(arg).name for arg in argv[:3] if arg)
        found[int(proc.name)] = (role, int(rss.group(1)) / 1024 if rss else 0.0)
    return found


@pytest.mark.slow
def test_binder_launch_urls_lab_and_voila(binder_env: BinderEnv) -> None:
    """The server as mybinder.org starts it in ${REPO_DIR}: the badge's /lab/tree/... page
    lists our lab extensions, and ?urlpath=voila/render/... renders the play lesson."""
    port = _free_port()
    token = "binder-test"
    cmd = [binder_env.bin("jupyter"), "server", "--no-browser", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={token}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    log_path = binder_env.logs / "server.log"
    with log_path.open("w") as log:
        server = subprocess.Popen(cmd, cwd=binder_env.repo, env=binder_env.env, stdout=log,
                                  stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if _get(f"{url}/api/status?token={token}", 5)[0] == 200:
                    break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"jupyter server did not start:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.5)

        first = _notebooks()[0]
        status, page = _get(f"{url}/lab/tree/{first}?token={token}", 60)
        assert status == 200, f"/lab/tree/{first}: HTTP {status}"
        config = re.search(r'<script id="jupyter-config-data" type="application/json">(.*?)'
                           r"</script>", page, re.S)
        assert config, "no page config in the JupyterLab page"
        federated = {ext["name"] for ext in json.loads(config.group(1))["federated_extensions"]}
        missing = set(LAB_EXTENSIONS) - federated
        assert not missing, f"JupyterLab's page does not load {sorted(missing)}: {federated}"

        for number, (notebook, query) in enumerate(VOILA_PAGES):
            if not (binder_env.repo / notebook).exists():
                continue
            started = time.monotonic()
            extra = f"&{query}" if query else ""
            status, page = _get(f"{url}/voila/render/{notebook}?token={token}{extra}", 600)
            seconds = time.monotonic() - started
            assert status == 200, f"Voilà, {notebook}: HTTP {status}\n{page[-2000:]}"
            assert "application/vnd.jupyter.widget-view+json" in page, (
                f"Voilà rendered no widget for {notebook}"
            )
            for marker in ("Traceback", "There was an error when executing cell"):
                assert marker not in page, f"Voilà hit an error rendering {notebook}"
            processes = _tree_rss_mb(server.pid)
            total = sum(rss for _, rss in processes.values())
            print(f"Voilà rendered {notebook} in {seconds:.1f} s; RSS server + kernels "
                  f"{total:.0f} MB: " + ", ".join(f"{role} {rss:.0f} MB"
                                                   for role, rss in processes.values()))
            if number == 0 and processes:
                assert len(processes) >= 2, f"no kernel process under the server: {processes}"
                assert total < RSS_BUDGET_MB, (
                    f"server + kernel use {total:.0f} MB after rendering {notebook}; "
                    f"mybinder.org gives 1-2 GB, the budget here is {RSS_BUDGET_MB} MB"
                )
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait(timeout=20)


@dataclass
class Execution:
    returncode: int | None  # None: timed out
    stderr: str
    seconds: float


def _execute(binder_env: BinderEnv, notebook: str) -> Execution:
    """`jupyter nbconvert --execute` of one notebook with the Binder environment's jupyter and
    kernel, in the notebook's own directory (as JupyterLab runs it)."""
    out = binder_env.logs / "executed" / Path(notebook).parent
    out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    try:
        done = binder_env.run(
            binder_env.bin("jupyter"), "nbconvert", "--to", "notebook", "--execute",
            f"--ExecutePreprocessor.timeout={CELL_TIMEOUT}", "--output-dir", str(out),
            str(binder_env.repo / notebook), timeout=NOTEBOOK_TIMEOUT, check=False,
        )
    except subprocess.TimeoutExpired:
        return Execution(None, "", time.monotonic() - started)
    return Execution(done.returncode, done.stderr, time.monotonic() - started)


@pytest.fixture(scope="module")
def executed(binder_env: BinderEnv) -> dict[str, Execution]:
    """Every notebook of the repository copy, two at a time (the machines have 2 cores)."""
    notebooks = [name for name in _notebooks() if (binder_env.repo / name).exists()]
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(notebooks, pool.map(partial(_execute, binder_env), notebooks),
                        strict=True))


@pytest.mark.slow
@pytest.mark.parametrize("notebook", _notebooks())
def test_binder_notebook_runs(binder_env: BinderEnv, executed: dict[str, Execution],
                              notebook: str) -> None:
    result = executed.get(notebook)
    if result is None:
        if not (binder_env.repo / notebook).exists():
            pytest.fail(f"{notebook} vanished from the repository copy", pytrace=False)
        result = _execute(binder_env, notebook)
    print(f"{notebook}: {result.seconds:.1f} s")
    if result.returncode is None:
        pytest.fail(f"{notebook} did not finish in {NOTEBOOK_TIMEOUT} s in the Binder "
                    "environment", pytrace=False)
    if result.returncode != 0:
        # nbconvert's CellExecutionError message: the failing cell and its traceback.
        start = result.stderr.find("nbclient.exceptions.CellExecutionError")
        pytest.fail(
            f"{notebook} fails in the Binder environment (binder/requirements.txt):\n"
            + (result.stderr[start:] if start >= 0 else result.stderr)[-6000:],
            pytrace=False,
        )
