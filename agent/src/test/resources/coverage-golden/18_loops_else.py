def search(grid, goal):
    for row in grid:
        for cell in row:
            if cell == goal:
                return True
    return False


def count_until(limit):
    n = 0
    while n < limit:
        n += 1
        if n > 100:
            break
    else:
        n = -n
    return n


def skip_odds(items):
    out = []
    for x in items:
        if x % 2:
            continue
        out.append(x)
    else:
        out.append("end")
    return out


print(search([[1, 2], [3]], 3), search([[1]], 5))
print(count_until(3), skip_odds([1, 2, 3, 4]))
