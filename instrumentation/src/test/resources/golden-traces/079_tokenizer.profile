lines 2353
sha256 834a77af4598a9cd1a9d66646e96a6f34a9baf2f1dd03332b140892e66b65fcc
call <module> 0
c_call <module> 2 __build_class__
call Token 2
return Token 5
c_return <module> 2 __build_class__
c_call <module> 7 __build_class__
call LexError 7
return LexError 8
c_return <module> 7 __build_class__
c_call <module> 37 __build_class__
call Parser 37
return Parser 70
c_return <module> 37 __build_class__
call tokenize 9
c_call tokenize 11 len
c_return tokenize 11 len
c_call tokenize 13 isspace
c_return tokenize 13 isspace
c_call tokenize 15 isdigit
c_return tokenize 15 isdigit
c_call tokenize 17 len
c_return tokenize 17 len
c_call tokenize 17 isdigit
c_return tokenize 17 isdigit
c_call tokenize 17 len
c_return tokenize 17 len
c_call tokenize 17 isdigit
c_return tokenize 17 isdigit
call __init__ 3
return __init__ 4
