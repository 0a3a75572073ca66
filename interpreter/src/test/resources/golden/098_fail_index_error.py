# Fails on purpose: IndexError reading past the end of a list inside a loop.
scores = [88, 92, 79, 65]
for i in range(len(scores)):
    print(i, scores[i])
def pairwise_diffs(xs):
    return [xs[i + 1] - xs[i] for i in range(len(xs) - 1)]
print(pairwise_diffs(scores))
def window(xs, k):
    return [xs[i:i + k] for i in range(len(xs) - k + 1)]
print(window(scores, 2))
matrix = [[1, 2], [3, 4]]
print(matrix[1][1], matrix[-1][0])
t = (1, 2, 3)
print(t[-1])
empty = []
print(empty[:1], empty[-1:], "slices never raise")
def broken_diffs(xs):
    return [xs[i + 1] - xs[i] for i in range(len(xs))]
print(broken_diffs(scores))
print("not reached")
