lines 91
sha256 ad3cf457f6287cbbb402de61595f02400608769dde39e320a53b093426f92d1b
call <module> 0
call ret_in_try 2
c_call ret_in_try 6 print
c_return ret_in_try 6 print
return ret_in_try 6
c_call <module> 28 print
c_return <module> 28 print
call finally_overrides 8
return finally_overrides 12
c_call <module> 29 print
c_return <module> 29 print
call finally_swallows 14
return finally_swallows 18
c_call <module> 30 print
c_return <module> 30 print
call order_log 20
c_call order_log 23 append
c_return order_log 23 append
c_call order_log 26 append
c_return order_log 26 append
return order_log 26
c_call <module> 31 print
c_return <module> 31 print
call loop_with_finally 33
c_call loop_with_finally 41 append
c_return loop_with_finally 41 append
c_call loop_with_finally 43 append
c_return loop_with_finally 43 append
c_call loop_with_finally 43 append
c_return loop_with_finally 43 append
