lines 119
sha256 83ea09f3009632fb21a183892f398a824b4f9216333ad0d6b6f135c05bf7ef19
call <module> 0
c_call <module> 24 repr
c_return <module> 24 repr
call config 4
return config 8
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 repr
c_return <module> 24 repr
call config 4
return config 11
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 repr
c_return <module> 24 repr
call config 4
return config 13
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 repr
c_return <module> 24 repr
call config 4
return config 13
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 repr
c_return <module> 24 repr
call config 4
return config 15
c_call <module> 24 print
