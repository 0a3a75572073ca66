from tracer import run


class Base:
    def greet(self):
        return 'base'


class Child(Base):
    def greet(self):
        s = super().greet()
        return s + '+child'


def main():
    return Child().greet()


run(main)
