# Fails on purpose: AttributeError for a misspelled method name.
class Robot:
    def __init__(self, name):
        self.name = name
        self.position = 0
    def move(self, steps):
        self.position += steps
        return self
    def report(self):
        return f"{self.name} at {self.position}"
r = Robot("r2")
r.move(3).move(-1)
print(r.report())
robots = [Robot(n) for n in ["a", "b", "c"]]
for i, bot in enumerate(robots):
    bot.move(i * 10)
print([b.report() for b in robots])
print(hasattr(r, "mvoe"), getattr(r, "speed", "no speed attribute"))
x = None
print("x is", x)
r.mvoe(5)
print("not reached")
