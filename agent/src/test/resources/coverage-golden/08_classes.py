class Base:
    """A base class."""
    kind = "base"

    def __init__(self, n):
        self.n = n

    def describe(self):
        if self.n > 1:
            return "many"
        return "one"

    @property
    def twice(self):
        return self.n * 2

    @staticmethod
    def helper():
        return 1


class Child(Base):
    kind = "child"

    def describe(self):
        return "child " + super().describe()


print(Child(3).describe(), Base(1).describe(), Base(2).twice)
