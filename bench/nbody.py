# N-body simulation of the outer planets (symplectic integrator), written from the physics.
import math

SIZE = 800000  # integration steps; tune so CPython 3.11 takes 2-4 s

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


class Body:
    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.x, self.y, self.z = x, y, z
        self.vx, self.vy, self.vz = vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR
        self.mass = mass * SOLAR_MASS


def system():
    sun = Body(0, 0, 0, 0, 0, 0, 1)
    jupiter = Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                   1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                   9.54791938424326609e-04)
    saturn = Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                  -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                  2.85885980666130812e-04)
    uranus = Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                  2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
                  4.36624404335156298e-05)
    neptune = Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                   2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
                   5.15138902046611451e-05)
    bodies = [sun, jupiter, saturn, uranus, neptune]
    px = py = pz = 0.0
    for b in bodies:
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun.vx, sun.vy, sun.vz = -px / SOLAR_MASS, -py / SOLAR_MASS, -pz / SOLAR_MASS
    return bodies


def energy(bodies):
    e = 0.0
    for i, a in enumerate(bodies):
        e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz)
        for b in bodies[i + 1:]:
            dx, dy, dz = a.x - b.x, a.y - b.y, a.z - b.z
            e -= a.mass * b.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


def advance(bodies, pairs, dt, steps):
    for _ in range(steps):
        for a, b in pairs:
            dx = a.x - b.x
            dy = a.y - b.y
            dz = a.z - b.z
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * math.sqrt(d2))
            bm = b.mass * mag
            am = a.mass * mag
            a.vx -= dx * bm
            a.vy -= dy * bm
            a.vz -= dz * bm
            b.vx += dx * am
            b.vy += dy * am
            b.vz += dz * am
        for b in bodies:
            b.x += dt * b.vx
            b.y += dt * b.vy
            b.z += dt * b.vz


def main():
    bodies = system()
    pairs = [(bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]
    print("%.9f" % energy(bodies))
    advance(bodies, pairs, 0.01, SIZE)
    print("%.9f" % energy(bodies))


main()
