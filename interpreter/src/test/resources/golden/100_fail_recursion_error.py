# Fails on purpose: runaway recursion ends in RecursionError (no base case for negative input).
def countdown(n):
    if n == 0:
        return "liftoff"
    return countdown(n - 1)
print(countdown(10))
print(countdown(500))
def ackermann_like(m):
    if m == 0:
        return 1
    return 2 * ackermann_like(m - 1)
print(ackermann_like(20))
class Tree:
    def __init__(self, kids=()):
        self.kids = list(kids)
    def size(self):
        return 1 + sum(k.size() for k in self.kids)
t = Tree([Tree(), Tree([Tree()])])
print(t.size())
print("now with a negative start")
print(countdown(-1))
print("not reached")
