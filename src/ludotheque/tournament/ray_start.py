"""Starting or joining Ray for `--backend ray`, patiently: on a loaded machine a local
Ray's first start can outlast Ray's own waits (its raylet has 30 s to register), so the
waits Ray reads from the environment are lengthened (unless already set) and a failed
start is retried after a pause. Joining a cluster (RAY_ADDRESS, or `ray start` on this
machine) takes no local resource arguments."""

from __future__ import annotations

import os
import time
from typing import Any

from ludotheque.core.errors import ConfigError

# Ray's waits, in seconds, read from these variables by the processes it starts.
PATIENT = {
    "RAY_gcs_server_port_wait_time_s": "180",
    "RAY_gcs_server_request_timeout_seconds": "180",
    "RAY_worker_register_timeout_seconds": "180",
    "RAY_USAGE_STATS_ENABLED": "0",  # no usage report, no prompt
}
TRIES = 3
PAUSE = 5.0  # seconds before the second try, twice that before the third


def ensure_ray(tries: int = TRIES, **local: Any) -> None:
    """Make sure this process is connected to Ray: join RAY_ADDRESS if set, else start a
    local Ray with `local` (num_cpus, object_store_memory...). Raises ConfigError saying
    why when Ray is missing or does not start after `tries` attempts."""
    try:
        import ray
    except ImportError:
        raise ConfigError("--backend ray needs Ray: pip install 'ludotheque[ray]'") from None
    if ray.is_initialized():
        return
    for name, value in PATIENT.items():
        os.environ.setdefault(name, value)
    joining = bool(os.environ.get("RAY_ADDRESS"))
    kwargs: dict[str, Any] = {"log_to_driver": False}
    if not joining:
        kwargs |= {"include_dashboard": False, **local}
    last: Exception | None = None
    for attempt in range(tries):
        try:
            ray.init(**kwargs)
            return
        except Exception as e:  # Ray raises bare Exceptions on a start that timed out
            last = e
            ray.shutdown()
            if attempt + 1 < tries:
                time.sleep(PAUSE * (attempt + 1))
    where = os.environ.get("RAY_ADDRESS") or "a local Ray"
    raise ConfigError(f"Ray did not start ({where}) after {tries} tries: {last}")
