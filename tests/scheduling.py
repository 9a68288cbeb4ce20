"""How `pytest -n … --dist loadgroup` (what `scripts/test` runs) hands the tests out: xdist's own
`LoadGroupScheduling`, whose bookkeeping is made linear in the number of tests.

xdist's version keeps every work unit a worker was ever given (under loadgroup a unit is one test, or one
`xdist_group`) and, after each of the six events a test sends to the controller, counts the tests still
pending by walking all of them; and it finds each test's index in the collection by a search of the whole
list. Over the inner loop's ten thousand tests that is quadratic: about ten seconds of the controller's CPU
time on a 2-core machine, a core the workers need. Here a unit a worker has finished is let go (nothing
pending is in it, and nothing looks it up again), and the indexes are looked up in a table made once.
What is run, in which order, and which tests share a worker are those of xdist's scheduler.
"""

from __future__ import annotations

from xdist.scheduler import LoadGroupScheduling

__all__ = ["GroupScheduling"]


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

    def _assign_work_unit(self, node) -> None:
        scope, unit = self.workqueue.popitem(last=False)
        self.assigned_work.setdefault(node, {})[scope] = unit
        indexes = self._indexes.get(node)
        if indexes is None:
            collection = self.registered_collections[node]
            indexes = self._indexes[node] = {nodeid: index for index, nodeid in reversed(list(enumerate(collection)))}
        node.send_runtest_some([indexes[nodeid] for nodeid, done in unit.items() if not done])
