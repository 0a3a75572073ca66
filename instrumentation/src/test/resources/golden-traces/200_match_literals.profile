lines 205
sha256 16ef33ad5208eda27e40e95ac8c2d9db2ebe26057d101d72dae0056dbc6751d8
call <module> 0
c_call <module> 35 repr
c_return <module> 35 repr
call describe 4
return describe 7
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 35 repr
c_return <module> 35 repr
call describe 4
return describe 7
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 35 repr
c_return <module> 35 repr
call describe 4
return describe 9
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 35 repr
c_return <module> 35 repr
call describe 4
return describe 9
c_call <module> 35 print
c_return <module> 35 print
c_call <module> 35 repr
c_return <module> 35 repr
call describe 4
return describe 11
c_call <module> 35 print
