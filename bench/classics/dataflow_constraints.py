# An incremental solver for one-way dataflow constraints with strengths, in the manner of the classic
# "deltablue" benchmark: adding a constraint walks the graph to decide which variable each constraint
# determines (a weaker one gives way), removing one re-satisfies what it had overridden, and a plan
# (the satisfied constraints in dependency order) recomputes the values after each edit.
# Polymorphic method calls over a small class hierarchy, lists used as work queues.
SIZE = 80  # rounds; tune so CPython 3.11 takes 1-4 s

REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST = range(7)


def stronger(a, b):
    return a < b


def weakest_of(a, b):
    return a if a > b else b


class Variable:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.walk_strength = WEAKEST
        self.stay = True
        self.mark = 0


class Constraint:
    def __init__(self, strength):
        self.strength = strength

    def is_input(self):
        return False


class UnaryConstraint(Constraint):
    def __init__(self, variable, strength):
        Constraint.__init__(self, strength)
        self.variable = variable
        self.satisfied = False

    def variables(self):
        return (self.variable,)

    def is_satisfied(self):
        return self.satisfied

    def choose_output(self, mark):
        v = self.variable
        self.satisfied = v.mark != mark and stronger(self.strength, v.walk_strength)

    def output(self):
        return self.variable

    def inputs(self):
        return ()

    def mark_unsatisfied(self):
        self.satisfied = False

    def recalculate(self):
        v = self.variable
        v.walk_strength = self.strength
        v.stay = not self.is_input()
        if v.stay:
            self.execute()

    def execute(self):
        pass


class StayConstraint(UnaryConstraint):
    """Keeps its variable's value unless something stronger changes it."""


class EditConstraint(UnaryConstraint):
    """Marks a variable the user is about to change."""

    def is_input(self):
        return True


class BinaryConstraint(Constraint):
    def __init__(self, source, target, strength):
        Constraint.__init__(self, strength)
        self.source = source
        self.target = target
        self.forward = None  # True: target is the output; False: source is; None: unsatisfied

    def variables(self):
        return (self.source, self.target)

    def is_satisfied(self):
        return self.forward is not None

    def choose_output(self, mark):
        s, t = self.source, self.target
        if s.mark == mark:
            self.forward = True if t.mark != mark and stronger(self.strength, t.walk_strength) else None
        elif t.mark == mark:
            self.forward = False if stronger(self.strength, s.walk_strength) else None
        elif stronger(s.walk_strength, t.walk_strength):
            self.forward = True if stronger(self.strength, t.walk_strength) else None
        else:
            self.forward = False if stronger(self.strength, s.walk_strength) else None

    def output(self):
        return self.target if self.forward else self.source

    def input(self):
        return self.source if self.forward else self.target

    def inputs(self):
        return (self.input(),)

    def mark_unsatisfied(self):
        self.forward = None

    def recalculate(self):
        i, o = self.input(), self.output()
        o.walk_strength = weakest_of(self.strength, i.walk_strength)
        o.stay = i.stay
        if o.stay:
            self.execute()


class Equality(BinaryConstraint):
    def execute(self):
        self.output().value = self.input().value


class Scale(BinaryConstraint):
    """target = source * factor + offset, in either direction; factor and offset are variables too."""

    def __init__(self, source, factor, offset, target, strength):
        BinaryConstraint.__init__(self, source, target, strength)
        self.factor = factor
        self.offset = offset

    def variables(self):
        return (self.source, self.target, self.factor, self.offset)

    def inputs(self):
        return (self.input(), self.factor, self.offset)

    def recalculate(self):
        i, o = self.input(), self.output()
        o.walk_strength = weakest_of(self.strength, i.walk_strength)
        o.stay = i.stay and self.factor.stay and self.offset.stay
        if o.stay:
            self.execute()

    def execute(self):
        if self.forward:
            self.target.value = self.source.value * self.factor.value + self.offset.value
        else:
            self.source.value = (self.target.value - self.offset.value) // self.factor.value


class Planner:
    def __init__(self):
        self.current_mark = 0
        self.overrides = 0

    def new_mark(self):
        self.current_mark += 1
        return self.current_mark

    def add(self, constraint):
        for v in constraint.variables():
            v.constraints.append(constraint)
        mark = self.new_mark()
        overridden = self.satisfy(constraint, mark)
        while overridden is not None:
            self.overrides += 1
            overridden = self.satisfy(overridden, mark)
        return constraint

    def satisfy(self, c, mark):
        c.choose_output(mark)
        if not c.is_satisfied():
            if c.strength == REQUIRED:
                raise RuntimeError("could not satisfy a required constraint")
            return None
        for i in c.inputs():
            i.mark = mark
        out = c.output()
        overridden = out.determined_by
        if overridden is not None:
            overridden.mark_unsatisfied()
        out.determined_by = c
        if not self.propagate(c, mark):
            raise RuntimeError("cycle")
        out.mark = mark
        return overridden

    def propagate(self, c, mark):
        todo = [c]
        while todo:
            d = todo.pop()
            if d.output().mark == mark:
                self.remove(c)
                return False
            d.recalculate()
            self.consumers_of(d.output(), todo)
        return True

    def consumers_of(self, v, into):
        determining = v.determined_by
        for c in v.constraints:
            if c is not determining and c.is_satisfied():
                into.append(c)

    def remove(self, constraint):
        out = constraint.output()
        constraint.mark_unsatisfied()
        for v in constraint.variables():
            v.constraints.remove(constraint)
        unsatisfied = self.unsatisfy_from(out)
        for strength in range(REQUIRED, WEAKEST):
            for u in unsatisfied:
                if u.strength == strength:
                    self.add_again(u)

    def add_again(self, c):
        mark = self.new_mark()
        overridden = self.satisfy(c, mark)
        while overridden is not None:
            overridden = self.satisfy(overridden, mark)

    def unsatisfy_from(self, out):
        out.determined_by = None
        out.walk_strength = WEAKEST
        out.stay = True
        unsatisfied = []
        todo = [out]
        while todo:
            v = todo.pop()
            for c in v.constraints:
                if not c.is_satisfied():
                    unsatisfied.append(c)
            determining = v.determined_by
            for c in v.constraints:
                if c is not determining and c.is_satisfied():
                    c.recalculate()
                    todo.append(c.output())
        return unsatisfied

    def plan_from(self, sources):
        mark = self.new_mark()
        plan = []
        todo = list(sources)
        while todo:
            c = todo.pop()
            out = c.output()
            if out.mark != mark and self.inputs_known(c, mark):
                plan.append(c)
                out.mark = mark
                self.consumers_of(out, todo)
        return plan

    def inputs_known(self, c, mark):
        for i in c.inputs():
            if not (i.mark == mark or i.stay or i.determined_by is None):
                return False
        return True


def run_plan(plan):
    for c in plan:
        c.execute()


def edit(planner, variable, values):
    e = planner.add(EditConstraint(variable, PREFERRED))
    plan = planner.plan_from([e])
    for value in values:
        variable.value = value
        run_plan(plan)
    planner.remove(e)


def chain(n):
    """A chain of n variables tied by equalities; editing the first must move the last."""
    planner = Planner()
    vs = [Variable("v%d" % i) for i in range(n + 1)]
    for a, b in zip(vs, vs[1:]):
        planner.add(Equality(a, b, REQUIRED))
    planner.add(StayConstraint(vs[-1], STRONG_DEFAULT))
    first, last = vs[0], vs[-1]
    total = 0
    e = planner.add(EditConstraint(first, PREFERRED))
    plan = planner.plan_from([e])
    for value in range(50):
        first.value = value
        run_plan(plan)
        if last.value != value:
            raise RuntimeError("chain broken")
        total += last.value
    planner.remove(e)
    return total, planner.overrides


def projection(n):
    """n pairs (src, dst) with dst = src * scale + offset; edits flow both ways through shared scale and offset."""
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    sources, dests = [], []
    for i in range(n):
        src = Variable("src%d" % i, i)
        dst = Variable("dst%d" % i, i)
        sources.append(src)
        dests.append(dst)
        planner.add(StayConstraint(src, NORMAL))
        planner.add(Scale(src, scale, offset, dst, REQUIRED))
    total = 0
    edit(planner, sources[0], [17])
    total += dests[0].value
    edit(planner, dests[0], [5050])
    total += sources[0].value
    edit(planner, scale, [5])
    total += sum(d.value for d in dests)
    edit(planner, offset, [2000])
    total += sum(d.value for d in dests)
    # a run of edits on one destination, as a user dragging it would make
    edit(planner, dests[n // 2], range(0, 3000, 30))
    total += sources[n // 2].value
    return total, planner.overrides


def main():
    checksum = 0
    overrides = 0
    for r in range(SIZE):
        t, o = chain(300 + r % 5)
        checksum += t
        overrides += o
        t, o = projection(300 + r % 3)
        checksum += t
        overrides += o
    print("rounds", SIZE)
    print("checksum", checksum)
    print("overrides", overrides)


main()
