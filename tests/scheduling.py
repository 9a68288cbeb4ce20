"""How `pytest -n … --dist loadgroup` (what `scripts/test` runs) hands the tests out: xdist's own
`LoadGroupScheduling`, whose bookkeeping is made linear in the number of tests and which hands out
several work units in one message while many are left.

xdist's version keeps every work unit a worker was ever given (under loadgroup a unit is one test, or one
`xdist_group`) and, after each of the six events a test sends to the controller, counts the tests still
pending by walking all of them; and it finds each test's index in the collection by a search of the whole
list. Over the inner loop's ten thousand tests that is quadratic: about ten seconds of the controller's CPU
time on a 2-core machine, a core the workers need. Here a unit a worker has finished is let go (nothing
pending is in it, and nothing looks it up again), and the indexes are looked up in a table made once.

xdist's version also hands a worker one unit, in a message of its own, each time the worker is down to two
pending tests: under loadgroup, where most units are one test, a message from the controller (and a wake-up
of the worker's receiving thread) for nearly every test. Here a worker that is down to two gets up to
`CHUNK` units at once, but never more than an eighth of what is left per worker (a quarter of a worker's
share), so that the units at the end still go one at a time to whichever worker is free first and neither
worker is left idle while the other holds a batch (xdist's `--dist load` sizes its batches by the same
kind of share). Units are handed out in the order of the queue, a group is one unit as before, and each
worker runs what it is given in that order.
"""

from __future__ import annotations

from xdist.scheduler import LoadGroupScheduling

__all__ = ["GroupScheduling", "CHUNK"]

#: The most units one message hands a worker: 32 cut the controller's messages of the inner loop from one a
#: test to about one every thirty (3,000 empty tests on two workers: 5.4 s -> 4.2 s of CPU time, three runs each,
#: interleaved); past that the count of messages hardly falls further.
CHUNK = 32


class GroupScheduling(LoadGroupScheduling):
    def __init__(self, config, log=None) -> None:
        super().__init__(config, log)
        self._indexes: dict[object, dict[str, int]] = {}  # for each worker: a test's index in its collection

    def mark_test_complete(self, node, item_index: int, duration: float = 0) -> None:
        nodeid = self.registered_collections[node][item_index]
        scope = self._split_scope(nodeid)
        unit = self.assigned_work[node][scope]
        unit[nodeid] = True
        if all(unit.values()):
            del self.assigned_work[node][scope]
        self._reschedule(node)

    def _reschedule(self, node) -> None:
        """As xdist's: more work for a worker with two pending tests or fewer; `_units_for` units of it."""
        if node.shutting_down:
            return
        if not self.workqueue:
            node.shutdown()
            return
        if self._pending_of(self.assigned_work[node]) > 2:
            return
        self._assign_work_units(node, self._units_for())

    def _units_for(self) -> int:
        """How many units a worker gets at once: an eighth of each worker's share of the queue, 1 to CHUNK."""
        return max(1, min(CHUNK, len(self.workqueue) // (8 * len(self.nodes))))

    def _assign_work_unit(self, node) -> None:
        self._assign_work_units(node, 1)

    def _assign_work_units(self, node, count: int) -> None:
        """The next `count` units of the queue (fewer if fewer are left) to `node`, in one message."""
        indexes = self._indexes.get(node)
        if indexes is None:
            collection = self.registered_collections[node]
            indexes = self._indexes[node] = {nodeid: index for index, nodeid in reversed(list(enumerate(collection)))}
        work = self.assigned_work.setdefault(node, {})
        send = []
        for _ in range(min(count, len(self.workqueue))):
            scope, unit = self.workqueue.popitem(last=False)
            work[scope] = unit
            send.extend(indexes[nodeid] for nodeid, done in unit.items() if not done)
        node.send_runtest_some(send)
