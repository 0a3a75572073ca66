lines 187
sha256 5c7e1b307c92102dc81ebc61ac20b87b8ea06dbd1f50f6ee82529eb25a61bfd3
call <module> 0
call collect 2
return collect 3
call collect 2
return collect 3
call collect 2
return collect 3
call collect 2
return collect 3
c_call <module> 4 print
c_return <module> 4 print
call total 5
return total 9
call total 5
return total 9
call total 5
return total 9
c_call <module> 10 print
c_return <module> 10 print
call tagged 11
c_call tagged 12 items
c_return tagged 12 items
c_call tagged 12 join
call <genexpr> 12
return <genexpr> 12
c_return tagged 12 join
c_call tagged 13 join
c_return tagged 13 join
return tagged 13
c_call <module> 14 print
