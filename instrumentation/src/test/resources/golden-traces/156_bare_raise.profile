lines 39
sha256 2f35c19b466bdedc45bbddddff845d143283108fc861ecf3d3ef9729430182ad
call <module> 0
call nothing_active 11
return nothing_active 12
call names 3
c_call names 6 append
c_return names 6 append
c_call names 6 append
c_return names 6 append
return names 8
c_call <module> 18 print
c_return <module> 18 print
call caught_in_place 21
call names 3
c_call names 6 append
c_return names 6 append
return names 8
return caught_in_place 25
c_call <module> 28 print
c_return <module> 28 print
call reraised 31
call names 3
c_call names 6 append
c_return names 6 append
return names 8
return reraised 38
c_call <module> 41 print
c_return <module> 41 print
call after_handling 44
return after_handling 49
call names 3
