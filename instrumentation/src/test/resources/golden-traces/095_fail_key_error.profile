lines 35
sha256 d0733553bb0026ffd17ed0c52c43bc50629669e98447290605de4380a2983e14
call <module> 0
call load 3
c_call load 5 update
c_return load 5 update
return load 6
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 9 print
c_return <module> 9 print
call describe 10
return describe 11
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 14 sorted
c_return <module> 14 sorted
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 17 split
c_return <module> 17 split
c_call <module> 18 get
c_return <module> 18 get
c_call <module> 18 get
c_return <module> 18 get
c_call <module> 18 get
c_return <module> 18 get
c_call <module> 18 get
