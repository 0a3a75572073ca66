# time: struct_time, gmtime, localtime, mktime, asctime, ctime with fixed timestamps and TZ set here
import os
import time


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


os.environ["TZ"] = "UTC"
time.tzset()
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields,
      time._STRUCT_TM_ITEMS, time.struct_time.__module__, time.struct_time.__name__, time.struct_time.__bases__)
g = time.gmtime(1600000000.75)
print(g, g.tm_zone, g.tm_gmtoff, len(g), g[:3], g[-1], tuple(g) == g, isinstance(g, tuple))
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_wday, g.tm_yday, g.tm_isdst)
for secs in [0, -1, -1.5, 86399.999, 951782400, 2**31, -2**31, 2**40, -2**40, -62135596800, -62135596800 - 86400, True]:
    show(lambda: time.gmtime(secs))
for bad in [float("nan"), float("inf"), 1e20, "x", None, 2**70]:
    show(lambda: time.gmtime(bad) if bad is not None else type(time.gmtime(bad)).__name__)
show(lambda: time.gmtime(1, 2))
show(lambda: time.gmtime(seconds=1))

st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_zone, st.tm_gmtoff)
st11 = time.struct_time([2020, 1, 2, 3, 4, 5, 6, 7, 0, "ABC", 3600])
print(st11, st11.tm_zone, st11.tm_gmtoff, st11 == st, st11.__reduce__())
print(time.struct_time(range(9), {"tm_zone": "Z"}).tm_zone)
show(lambda: time.struct_time((1, 2, 3)))
show(lambda: time.struct_time(range(12)))
show(lambda: time.struct_time(5))
show(lambda: time.struct_time(range(9), 5))
cls, args = g.__reduce__()
print(cls is time.struct_time, cls(*args) == g, cls(*args).tm_zone)

print(time.asctime(g), "|", time.asctime((2020, 7, 5, 3, 4, 5, 6, 187, 1)), "|", time.asctime((12345, 7, 0, 3, 4, 5, 6, 0, 1)))
print(time.ctime(0), "|", time.ctime(1600000000.9), "|", time.ctime(-1))
for t in [(2020, 13, 1, 0, 0, 0, 0, 1, 0), (2020, 1, 32, 0, 0, 0, 0, 1, 0), (2020, 1, 1, 24, 0, 0, 0, 1, 0),
          (2020, 1, 1, 0, 60, 0, 0, 1, 0), (2020, 1, 1, 0, 0, 62, 0, 1, 0), (2020, 1, 1, 0, 0, 0, -2, 1, 0),
          (2020, 1, 1, 0, 0, 0, 0, 367, 0), (2020, 1, 1), [2020, 1, 1, 0, 0, 0, 0, 1, 0], 5,
          (2020, 1, 1, 0, 0, 0, 0, 1, 0.5), (2020, 0, 0, 0, 0, 61, 0, 0, 0), (2020, -1, 1, 0, 0, 0, 0, 1, 0)]:
    show(lambda: time.asctime(t))

for t in [(2020, 7, 1, 12, 0, 0, 0, 0, -1), (1970, 1, 1, 0, 0, 0, 0, 0, 0), (2020, 14, 35, 25, 61, 70, 0, 0, -1),
          (2020, 1, 1, 12, 0, 0, 0, 0, 1), (1969, 12, 31, 23, 59, 59, 0, 0, 0), (2020, 0, 0, 0, 0, 0, 0, 0, 0),
          (2020, 1, 1), 5, g]:
    show(lambda: time.mktime(t))
print(time.mktime(time.localtime(1234567890)), time.localtime(1234567890) == time.gmtime(1234567890))

os.environ["TZ"] = "Europe/Berlin"
time.tzset()
print(time.tzname, time.timezone, time.altzone, time.daylight)
for secs in [0, 1600000000, 1585443599, 1585443600, 1603587599, 1603587600, -1.5, 2**40]:
    lt = time.localtime(secs)
    print(lt, lt.tm_zone, lt.tm_gmtoff, time.mktime(lt))
print(time.ctime(1600000000), "|", time.asctime(time.localtime(0)))
for t in [(2020, 7, 1, 12, 0, 0, 0, 0, -1), (2020, 7, 1, 12, 0, 0, 0, 0, 0), (2020, 1, 1, 12, 0, 0, 0, 0, 1),
          (2020, 1, 1, 12, 0, 0, 0, 0, 5), (2020, 3, 29, 2, 30, 0, 0, 0, -1), (2020, 10, 25, 2, 30, 0, 0, 0, 1),
          (2020, 14, 35, 25, 61, 70, 0, 0, -1), (1950, 6, 1, 0, 0, 0, 0, 0, -1)]:
    show(lambda: time.mktime(t))

os.environ["TZ"] = "Asia/Kolkata"
time.tzset()
print(time.mktime((2020, 1, 1, 12, 0, 0, 0, 0, 0)), time.mktime((2020, 1, 1, 12, 0, 0, 0, 0, 1)))
os.environ["TZ"] = "America/New_York"
time.tzset()
print(time.tzname, time.timezone, time.altzone, time.daylight)
for secs in [0, 1600000000, 1583650799, 1583650800, 1604210399, 1604210400, 10**10]:
    lt = time.localtime(secs)
    print(lt, lt.tm_zone, lt.tm_gmtoff, time.mktime(lt))
print(time.ctime(1600000000))

for tz in ["UTC0", "JST-9", "<+0330>-3:30", "EST+05EDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3", "Asia/Kolkata",
           "Australia/Sydney", ":Europe/Berlin", ""]:
    os.environ["TZ"] = tz
    time.tzset()
    lt = time.localtime(1600000000)
    wt = time.localtime(1580000000)
    print(repr(tz), time.tzname, time.timezone, time.altzone, time.daylight, lt.tm_hour, lt.tm_zone, lt.tm_gmtoff,
          wt.tm_hour, wt.tm_zone, wt.tm_isdst, time.mktime(lt), time.mktime(wt))
del os.environ["TZ"]
