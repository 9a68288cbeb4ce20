"""`scheduling.GroupScheduling`, what `pytest -n … --dist loadgroup` hands the tests out with: every test
once, each `xdist_group` on one worker, each worker's units in the order of the queue, the bookkeeping
holding no unit a worker has finished (what kept xdist's own quadratic in the number of tests), and
several units to a message while many are left, one at a time at the end."""

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
        self.name, self.pending, self.shutting_down, self.messages = name, [], False, []
        self.gateway = types.SimpleNamespace(id=name)

    def send_runtest_some(self, indices) -> None:
        self.pending.extend(indices)
        self.messages.append(list(indices))

    def shutdown(self) -> None:
        self.shutting_down = True


def _run(scheduling, pace=(1, 3), collection=COLLECTION):
    """Drive a scheduler over `collection` with two workers, the second `pace[1]` tests for every `pace[0]` of
    the first (a slow worker and a quick one): (worker, test) in the order they ran, the scheduler, and the
    workers (with the messages each was sent)."""
    config = types.SimpleNamespace(getvalue=lambda name: ["2*popen"] if name == "tx" else None,
                                   option=types.SimpleNamespace(loadscopereorder=False))
    scheduler = scheduling(config)
    workers = [Worker("gw0"), Worker("gw1")]
    for worker in workers:
        scheduler.add_node(worker)
    for worker in workers:
        scheduler.add_node_collection(worker, list(collection))
    scheduler.schedule()
    ran = []
    while any(worker.pending for worker in workers):
        for worker, steps in zip(workers, pace):
            for _ in range(steps):
                if not worker.pending:
                    break
                index = worker.pending.pop(0)
                ran.append((worker.name, collection[index]))
                scheduler.mark_test_complete(worker, index)
                if isinstance(scheduler, GroupScheduling):
                    assert all(not all(unit.values()) for work in scheduler.assigned_work.values()
                               for unit in work.values()), "a finished unit is still kept"
    return ran, scheduler, workers


def _unit(test: str) -> str:
    return test.rsplit("@", 1)[1] if test.rfind("@") > test.rfind("]") else test


#: A long collection, as the inner loop's: many plain tests, a group among them.
LONG = [f"tests/test_f.py::test_{n}" for n in range(600)] + [f"tests/test_g.py::test_{n}@corpus" for n in range(40)] + \
    [f"tests/test_h.py::test_{n}" for n in range(600)]


def test_every_test_runs_once_each_group_on_one_worker_each_worker_in_the_queue_s_order():
    for collection in (COLLECTION, LONG):
        queue = list(dict.fromkeys(_unit(test) for test in collection))  # the units, in the order of collection
        # (xdist's own holds the same; over the short collection only, as it is quadratic)
        for scheduling in (GroupScheduling, LoadGroupScheduling) if collection is COLLECTION else (GroupScheduling,):
            for pace in [(1, 1), (1, 3), (4, 1)]:
                ran, scheduler, _ = _run(scheduling, pace, collection)
                assert sorted(test for _, test in ran) == sorted(collection)  # each test once
                assert scheduler.tests_finished and not scheduler.has_pending
                for group in ("@corpus", "@pdf-en"):
                    assert len({worker for worker, test in ran if test.endswith(group)}) <= 1, group
                assert len({worker for worker, _ in ran}) == 2  # both workers had work
                for name in ("gw0", "gw1"):
                    units = list(dict.fromkeys(_unit(test) for worker, test in ran if worker == name))
                    assert units == sorted(units, key=queue.index), name


def test_a_long_queue_goes_out_in_few_messages_and_its_end_one_unit_at_a_time():
    """xdist's own sends a message for nearly every unit (here, every test); a worker's last units come one at a
    time to whichever worker is free, so the quick worker does not wait on a batch the slow one holds."""
    for pace in [(1, 1), (1, 3), (4, 1)]:
        ran, _, workers = _run(GroupScheduling, pace, LONG)
        messages = [message for worker in workers for message in worker.messages]
        assert len(messages) < len(LONG) / 10, len(messages)
        if pace == (1, 1):  # what it was
            assert sum(len(worker.messages) for worker in _run(LoadGroupScheduling, pace, LONG)[2]) > len(LONG) / 2
        # the end: each worker's last messages hand out one plain test each
        assert all(len(worker.messages[-1]) == 1 for worker in workers)
        # and both end together: the last quarter-share of the run is shared out by pace, not by batch
        last = [max(i for i, (worker, _) in enumerate(ran) if worker == name) for name in ("gw0", "gw1")]
        assert abs(last[0] - last[1]) <= 2 * max(pace), (pace, last)
