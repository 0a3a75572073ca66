# star expressions in subscripts build a tuple index (PEP 646)
a = {(1, 2): 'x', (3,): 'y', (1, 2, 3): 'z'}
b = (2,)
print(a[1, *b], a[*(3,)], a[*[1], *b, 3], a[*b[:0], 3])


class C:
    def __class_getitem__(cls, k):
        return k

    def __getitem__(self, k):
        return ('get', k)

    def __setitem__(self, k, v):
        print('set', k, v)

    def __delitem__(self, k):
        print('del', k)


print(C[*b], C[*b, 1], C[1:2, *b], C[*b,], C[*()])
c = C()
print(c[*'ab'], c[0, *range(3)])
c[*b] = 5
d = {(1, 2): 10}
d[1, *b] += 1
print(d)
del c[*b, 7]
print(tuple[*tuple[int, str]], tuple[int, *tuple[str, ...]])
