# Graph algorithms: BFS shortest path, Dijkstra with a sorted frontier, connected components, cycle detection.
edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4),
         ("D", "F", 11), ("G", "H", 1)]
graph = {}
for u, v, w in edges:
    graph.setdefault(u, []).append((v, w))
    graph.setdefault(v, []).append((u, w))
def bfs_path(start, goal):
    frontier, came_from = [start], {start: None}
    while frontier:
        nxt = []
        for node in frontier:
            if node == goal:
                path = []
                while node:
                    path.append(node)
                    node = came_from[node]
                return path[::-1]
            for nb, _ in sorted(graph[node]):
                if nb not in came_from:
                    came_from[nb] = node
                    nxt.append(nb)
        frontier = nxt
    return None
def dijkstra(start):
    dist = {start: 0}
    prev = {}
    frontier = [(0, start)]
    visited = set()
    while frontier:
        frontier.sort(reverse=True)
        d, node = frontier.pop()
        if node in visited:
            continue
        visited.add(node)
        for nb, w in graph[node]:
            nd = d + w
            if nd < dist.get(nb, float("inf")):
                dist[nb] = nd
                prev[nb] = node
                frontier.append((nd, nb))
    return dist, prev
def components():
    seen, comps = set(), []
    for start in sorted(graph):
        if start in seen:
            continue
        stack, comp = [start], []
        seen.add(start)
        while stack:
            n = stack.pop()
            comp.append(n)
            for nb, _ in graph[n]:
                if nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        comps.append(sorted(comp))
    return comps
print(bfs_path("A", "F"), bfs_path("A", "G"), bfs_path("G", "H"))
dist, prev = dijkstra("A")
print(sorted(dist.items()))
node, route = "F", []
while node != "A":
    route.append(node)
    node = prev[node]
print("A -> F:", " -> ".join(["A"] + route[::-1]), dist["F"])
print(components())
def has_cycle(directed):
    WHITE, GREY, BLACK = 0, 1, 2
    color = {n: WHITE for n in directed}
    def visit(n):
        color[n] = GREY
        for m in directed.get(n, []):
            if color.get(m, WHITE) == GREY:
                return True
            if color.get(m, WHITE) == WHITE and visit(m):
                return True
        color[n] = BLACK
        return False
    return any(color[n] == WHITE and visit(n) for n in list(directed))
print(has_cycle({"a": ["b"], "b": ["c"], "c": []}), has_cycle({"a": ["b"], "b": ["c"], "c": ["a"]}))
grid = ["S.#.....", ".##.###.", "....#...", "#.#...#E"]
def maze(grid):
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    dist = {start: 0}
    queue = [start]
    for r, c in queue:
        if grid[r][c] == "E":
            return dist[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return -1
print("maze steps:", maze(grid))
