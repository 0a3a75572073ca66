lines 45
sha256 78824d1dab7934932c8908e2a900b43f1773aa305a1e92728560acaeaec94c60
call <module> 0
call average 2
c_call average 3 sum
c_return average 3 sum
c_call average 3 len
c_return average 3 len
return average 3
c_call <module> 6 print
c_return <module> 6 print
call average 2
c_call average 3 sum
c_return average 3 sum
c_call average 3 len
c_return average 3 len
return average 3
c_call <module> 6 print
c_return <module> 6 print
call ratio_table 7
c_call ratio_table 10 append
c_return ratio_table 10 append
c_call ratio_table 10 append
c_return ratio_table 10 append
c_call ratio_table 10 append
c_return ratio_table 10 append
return ratio_table 11
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 14 items
c_return <module> 14 items
c_call <module> 15 len
