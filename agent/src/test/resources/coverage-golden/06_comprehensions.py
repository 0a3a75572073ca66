data = [1, 2, 3, 4]
squares = [x * x for x in data]
evens = {x for x in data if x % 2 == 0}
table = {x: str(x)
         for x in data}
total = sum(x for x in data if x > 1)
empty = [y for y in []]
nested = [[a * b for b in range(2)] for a in range(3)]
never = lambda: [z for z in data]
print(squares, evens, table, total, empty, nested)
