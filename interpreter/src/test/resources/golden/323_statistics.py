# statistics from CPython's Lib, over ints, floats, Fractions and Decimals
# golden: needs the standard library
from decimal import Decimal
from fractions import Fraction as F
import statistics
print(statistics.mean([F(1, 2), F(1, 3)]), statistics.median([1, 3, 2, 4]), statistics.mode([1, 2, 2, 3]))
print(statistics.mean([Decimal("0.5"), Decimal("0.25")]), statistics.fmean([1, 2, 3, 4]), statistics.stdev([1, 2, 3, 4]))
print(statistics.median_low([1, 3, 2, 4]), statistics.median_high([1, 3, 2, 4]), statistics.pvariance([1, 2, 3, 4]))
print(statistics.variance([F(1, 2), F(3, 2), F(5, 2)]), statistics.harmonic_mean([1, 2, 4]), statistics.geometric_mean([1, 2, 4]))
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4), statistics.multimode("aabbc"))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print("StatisticsError", e)
