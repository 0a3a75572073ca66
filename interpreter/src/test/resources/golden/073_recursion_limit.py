# Recursion limits: get/set, RecursionError caught and recovered from.
import sys
print(sys.getrecursionlimit())
def down(n):
    return 0 if n == 0 else 1 + down(n - 1)
print(down(500))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
print("recovered, can still recurse:", down(300))
sys.setrecursionlimit(200)
print(sys.getrecursionlimit())
try:
    down(500)
except RecursionError as e:
    print("limit 200 blocks depth 500:", type(e).__name__, isinstance(e, RuntimeError))
print(down(150))
sys.setrecursionlimit(1000)
print(down(900))
def deepest():
    count = 0
    def probe():
        nonlocal count
        count += 1
        probe()
    try:
        probe()
    except RecursionError:
        pass
    return count
c = deepest()
print("probe depth within 20 of the limit:", 1000 - 20 <= c + 3 <= 1000 + 5)
class Node:
    def __init__(self, child=None):
        self.child = child
    def size(self):
        return 1 + (self.child.size() if self.child else 0)
chain = None
for _ in range(400):
    chain = Node(chain)
print(chain.size())
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print("ValueError:", e)
def mutual_a(n):
    return mutual_b(n + 1)
def mutual_b(n):
    return mutual_a(n + 1)
try:
    mutual_a(0)
except RecursionError:
    print("mutual recursion stopped")
def handled_at_each_level(n):
    try:
        return handled_at_each_level(n + 1)
    except RecursionError:
        return n
print("deepest level reached > 900:", handled_at_each_level(0) > 900)
print("still fine:", down(10))
