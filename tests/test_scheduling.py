"""`scheduling.GroupScheduling`, what `pytest -n … --dist loadgroup` hands the tests out with: the same
workers run the same tests in the same order as under xdist's own `LoadGroupScheduling`, each
`xdist_group` on one worker, and the bookkeeping holds no unit a worker has finished (what kept xdist's
own quadratic in the number of tests)."""

from __future__ import annotations

import types

from xdist.scheduler import LoadGroupScheduling

from scheduling import GroupScheduling

#: A collection as xdist's workers send it: plain tests, two groups (`@name`), a parameter holding an `@`.
COLLECTION = [f"tests/test_a.py::test_{n}" for n in range(40)] + \
    [f"tests/test_b.py::test_corpus_{n}@corpus" for n in range(6)] + \
    [f"tests/test_c.py::test_{n}[x@y]" for n in range(30)] + \
    [f"tests/test_d.py::test_pdf_{n}@pdf-en" for n in range(3)] + \
    [f"tests/test_e.py::test_{n}" for n in range(50)]


class Worker:
    def __init__(self, name: str) -> None:
        self.name, self.pending, self.shutting_down = name, [], False
        self.gateway = types.SimpleNamespace(id=name)

    def send_runtest_some(self, indices) -> None:
        self.pending.extend(indices)

    def shutdown(self) -> None:
        self.shutting_down = True


def _run(scheduling, pace=(1, 3)) -> tuple[list[tuple[str, str]], object]:
    """Drive a scheduler over COLLECTION with two workers, the second `pace[1]` tests for every `pace[0]` of
    the first (a slow worker and a quick one); (worker, test) in the order they ran, and the scheduler."""
    config = types.SimpleNamespace(getvalue=lambda name: ["2*popen"] if name == "tx" else None,
                                   option=types.SimpleNamespace(loadscopereorder=False))
    scheduler = scheduling(config)
    workers = [Worker("gw0"), Worker("gw1")]
    for worker in workers:
        scheduler.add_node(worker)
    for worker in workers:
        scheduler.add_node_collection(worker, list(COLLECTION))
    scheduler.schedule()
    ran = []
    while any(worker.pending for worker in workers):
        for worker, steps in zip(workers, pace):
            for _ in range(steps):
                if not worker.pending:
                    break
                index = worker.pending.pop(0)
                ran.append((worker.name, COLLECTION[index]))
                scheduler.mark_test_complete(worker, index)
                if isinstance(scheduler, GroupScheduling):
                    assert all(not all(unit.values()) for work in scheduler.assigned_work.values()
                               for unit in work.values()), "a finished unit is still kept"
    return ran, scheduler


def test_the_tests_run_where_and_when_xdist_runs_them():
    for pace in [(1, 1), (1, 3), (4, 1)]:
        ours, scheduler = _run(GroupScheduling, pace)
        assert ours == _run(LoadGroupScheduling, pace)[0]
        assert sorted(test for _, test in ours) == sorted(COLLECTION)  # each test once
        assert scheduler.tests_finished and not scheduler.has_pending
        for group in ("@corpus", "@pdf-en"):
            assert len({worker for worker, test in ours if test.endswith(group)}) == 1, group
        assert len({worker for worker, _ in ours}) == 2  # both workers had work
