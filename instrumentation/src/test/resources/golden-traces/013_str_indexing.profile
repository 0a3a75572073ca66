lines 1235
sha256 70b28f221c04dad16252b3171b40d41577a5ad7159abd353bb34a930947c2927
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 len
c_return <module> 6 len
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 19 print
c_return <module> 19 print
c_call <module> 20 sorted
c_return <module> 20 sorted
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 23 get
c_return <module> 23 get
c_call <module> 23 get
c_return <module> 23 get
c_call <module> 23 get
c_return <module> 23 get
c_call <module> 23 get
