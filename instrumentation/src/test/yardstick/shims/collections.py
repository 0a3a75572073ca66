class Counter(dict):
    def __init__(self, items):
        dict.__init__(self)
        for i in items:
            self[i] = self.get(i, 0) + 1

    def __getitem__(self, key):
        return self.get(key, 0)
