lines 481
sha256 bc8e7ede1b7601e4de43fb3eb0f02fd610f4e714e679f41eda128453dc4b36d6
call <module> 0
call run 14
c_call run 15 print
c_return run 15 print
call handles_all 29
call group 25
return group 26
c_call handles_all 33 print
c_return handles_all 33 print
call describe 4
c_call describe 6 isinstance
c_return describe 6 isinstance
c_call describe 7 print
c_return describe 7 print
call describe 4
c_call describe 6 isinstance
c_return describe 6 isinstance
c_call describe 11 print
c_return describe 11 print
return describe 11
call describe 4
c_call describe 6 isinstance
c_return describe 6 isinstance
c_call describe 7 print
c_return describe 7 print
call describe 4
c_call describe 6 isinstance
c_return describe 6 isinstance
c_call describe 11 print
c_return describe 11 print
