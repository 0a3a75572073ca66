# Cellular automata: an elementary rule-30/rule-90 printer and a game-of-life glider on a torus.
def elementary(rule, width, steps):
    row = [0] * width
    row[width // 2] = 1
    lines = []
    for _ in range(steps):
        lines.append("".join("#" if v else "." for v in row))
        row = [(rule >> (row[(i - 1) % width] << 2 | row[i] << 1 | row[(i + 1) % width])) & 1 for i in range(width)]
    return lines
for rule in (30, 90):
    print(f"rule {rule}:")
    for line in elementary(rule, 31, 8):
        print("  " + line)
class Life:
    def __init__(self, w, h, alive):
        self.w, self.h = w, h
        self.alive = set(alive)
    def neighbours(self, x, y):
        return sum(((x + dx) % self.w, (y + dy) % self.h) in self.alive
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
    def step(self):
        candidates = {((x + dx) % self.w, (y + dy) % self.h) for x, y in self.alive for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        self.alive = {c for c in candidates if self.neighbours(*c) == 3 or (c in self.alive and self.neighbours(*c) == 2)}
    def render(self):
        return "\n".join("".join("O" if (x, y) in self.alive else "." for x in range(self.w)) for y in range(self.h))
glider = Life(8, 6, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
for gen in range(4):
    print(f"generation {gen}: {len(glider.alive)} alive")
    print(glider.render())
    glider.step()
blinker = Life(5, 5, [(1, 2), (2, 2), (3, 2)])
states = []
for _ in range(4):
    states.append(sorted(blinker.alive))
    blinker.step()
print(states[0] == states[2], states[1] == states[3], states[0] != states[1], states[1])
g2 = Life(10, 10, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
for _ in range(40):
    g2.step()
print("after 40 steps the glider wrapped around:", sorted(g2.alive))
