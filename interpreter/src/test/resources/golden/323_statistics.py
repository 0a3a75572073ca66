# statistics from CPython's Lib over ints, floats, Fractions and Decimals; NormalDist needs math.erf
# golden: needs the standard library
from decimal import Decimal
from fractions import Fraction as F
import math
import statistics as st

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.mean([1, 2, 3, 4, 4]), st.mean([F(1, 2), F(1, 3)]), st.mean([Decimal("0.5"), Decimal("0.25")]))
print(st.fmean(data), st.fmean([1, 2, 3], weights=[3, 1, 1]))
print(st.median(data), st.median([1, 3, 2, 4]), st.median_low([1, 3, 2, 4]), st.median_high([1, 3, 2, 4]))
print(st.median_grouped([52, 52, 53, 54]), st.mode([1, 2, 2, 3]), st.multimode("aabbc"))
print(st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data))
print(st.variance([F(1, 2), F(3, 2), F(5, 2)]), st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("4")]))
print(st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(st.quantiles(range(1, 11), n=4), st.quantiles(data, n=10, method="inclusive"))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, x[::-1]), st.correlation(x, y))
print(st.linear_regression([1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1]))
print(st.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))

n = st.NormalDist(100, 15)
print(n, n.mean, n.stdev, n.variance, n.median, n.mode)
print(n.pdf(115), n.cdf(130), n.inv_cdf(0.975), n.zscore(85))
print([round(q, 6) for q in n.quantiles()], n.overlap(st.NormalDist(110, 10)))
print(n + 5, n * 2, n - st.NormalDist(10, 20), st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
print(st.NormalDist(0, 1).cdf(-1.96), st.NormalDist().inv_cdf(1e-10), st.NormalDist() == st.NormalDist(0, 1))
print(math.erf(0.5), math.erfc(0.5), math.erf(-3.0), math.erfc(10.0), math.erfc(-1.5), math.erf(1e-300))
print(math.gamma(0.5), math.gamma(5), math.gamma(-2.5), math.lgamma(100.5), math.lgamma(-0.5))
for bad in ([], [1]):
    for f in (st.mean, st.stdev, st.median, st.variance):
        try:
            print(f.__name__, f(bad))
        except st.StatisticsError as e:
            print(f.__name__, "StatisticsError:", e)
for call in (lambda: st.NormalDist(0, -1), lambda: st.NormalDist().inv_cdf(0), lambda: st.correlation([1], [2]),
             lambda: st.geometric_mean([1, -1]), lambda: st.quantiles([1], n=4), lambda: math.gamma(-1),
             lambda: math.gamma(200), lambda: math.lgamma(0)):
    try:
        print(call())
    except (st.StatisticsError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
